import type { Employment } from '@canvas/shared';
import { EmploymentList } from '../employment-list';
import { LiveHint, Section } from './section';

/** Employment: the owner's work history. */
export function EmploymentSection({ employments, isLive }: { employments: Employment[]; isLive: boolean }) {
  return (
    <Section eyebrow="Experience" title="Employment">
      {employments.length > 0 ? (
        <EmploymentList employments={employments} />
      ) : (
        <LiveHint isLive={isLive}>Your work history will show here.</LiveHint>
      )}
    </Section>
  );
}
