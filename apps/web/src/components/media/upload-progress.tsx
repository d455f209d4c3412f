import { RingProgress } from '@mantine/core';
import classes from './media.module.css';

/** The live percentage over a media frame while its file goes up (spec 2 §4). */
export function UploadProgress({ percent, label }: { percent: number; label: string }) {
  return (
    <div
      className={classes.progress}
      role="progressbar"
      aria-label={`Uploading ${label}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <RingProgress
        size={76}
        thickness={6}
        roundCaps
        rootColor="plum.1"
        sections={[{ value: percent, color: 'plum.7' }]}
        label={
          <span className={classes.progressLabel} aria-hidden="true">
            {percent}%
          </span>
        }
      />
    </div>
  );
}
