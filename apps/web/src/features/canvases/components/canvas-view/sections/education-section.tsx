import { type Canvas, type CanvasCategory, type Education, todayIsoDate } from '@canvas/shared';
import { IconCertificate, IconSchool } from '@tabler/icons-react';
import classes from '../canvas-view.module.css';
import { monthYear } from '../view-rules';
import { LiveHint, Section } from './section';

interface EducationSectionProps {
  canvasType: Canvas['type'];
  /** Licences (professional categories), listed before the schools. */
  categories: CanvasCategory[];
  educations: Education[];
  isLive: boolean;
}

/** Licenses & education (Education on a student canvas): each licence, then each school. */
export function EducationSection({ canvasType, categories, educations, isLive }: EducationSectionProps) {
  return (
    <Section eyebrow="Training" title={canvasType === 'professional' ? 'Licenses & education' : 'Education'}>
      <ul className={classes.entryList}>
        {categories.map((category) => (
          <li key={`${category.optionId}-${category.name}`} className={classes.entry}>
            <span className={classes.entryIcon} aria-hidden="true">
              <IconCertificate size={20} stroke={1.6} />
            </span>
            <div>
              <div className={classes.entryTitle}>{category.name}</div>
              {category.licenseNumber || category.stateName ? (
                <div className={classes.entryMeta}>
                  {[category.licenseNumber ? `License ${category.licenseNumber}` : '', category.stateName]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              ) : null}
            </div>
          </li>
        ))}
        {educations.map((education) => (
          <li key={education.uuid} className={classes.entry}>
            <span className={classes.entryIcon} aria-hidden="true">
              <IconSchool size={20} stroke={1.6} />
            </span>
            <div>
              <div className={classes.entryTitle}>{education.schoolName}</div>
              <div className={classes.entryMeta}>
                {[
                  education.program?.name,
                  education.graduationDate
                    ? `${education.graduationDate > todayIsoDate() ? 'Graduating' : 'Graduated'} ${monthYear(education.graduationDate)}`
                    : '',
                  education.gpa !== null ? `GPA ${education.gpa}` : '',
                  education.attendance !== null ? `${education.attendance}% attendance` : '',
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </div>
            </div>
          </li>
        ))}
      </ul>
      {educations.length === 0 && categories.length === 0 ? (
        <LiveHint isLive={isLive}>Your school or licenses will show here.</LiveHint>
      ) : null}
    </Section>
  );
}
