import { InstagramGrid } from '../../../instagram/components/instagram-grid';
import classes from '../canvas-view.module.css';

/** The owner's latest Instagram posts; the grid titles itself. */
export function InstagramSection({ canvasId }: { canvasId: number }) {
  return (
    <div className={classes.section}>
      <InstagramGrid canvasId={canvasId} />
    </div>
  );
}
