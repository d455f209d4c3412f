import type { Employment } from '@canvas/shared';
import { Button } from '@mantine/core';
import { IconBriefcase2 } from '@tabler/icons-react';
import { useState } from 'react';
import classes from './canvas-view.module.css';
import { TruncatedText } from './truncated-text';
import { EMPLOYMENT_PREVIEW_COUNT, employmentPeriod } from './view-rules';

/** Employment history: the first 3, then See More for the rest (spec 2 §9). */
export function EmploymentList({ employments }: { employments: Employment[] }) {
  const [showAll, setShowAll] = useState(false);
  const visible = showAll ? employments : employments.slice(0, EMPLOYMENT_PREVIEW_COUNT);
  const hidden = employments.length - EMPLOYMENT_PREVIEW_COUNT;
  return (
    <>
      <ul className={classes.entryList} aria-label="Employment">
        {visible.map((employment) => {
          const role = employment.title || employment.position || employment.jobCategory;
          const period = employmentPeriod(employment);
          const meta = [employment.company, period].filter(Boolean).join(' · ');
          return (
            <li key={employment.uuid} className={`${classes.entry} ${classes.card}`}>
              <span className={classes.entryIcon} aria-hidden="true">
                <IconBriefcase2 size={20} stroke={1.6} />
              </span>
              <div>
                <div className={classes.entryTitle}>{role || employment.company}</div>
                {meta ? <div className={classes.entryMeta}>{meta}</div> : null}
                {employment.jobCategory && employment.jobCategory !== role ? (
                  <div className={classes.entryMeta}>{employment.jobCategory}</div>
                ) : null}
                {employment.description ? (
                  <TruncatedText
                    text={employment.description}
                    className={`${classes.prose} ${classes.entryText}`}
                  />
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {hidden > 0 ? (
        <Button
          variant="subtle"
          mt="sm"
          onClick={() => setShowAll((value) => !value)}
          aria-expanded={showAll}
        >
          {showAll ? 'See less' : 'See More'}
        </Button>
      ) : null}
    </>
  );
}
