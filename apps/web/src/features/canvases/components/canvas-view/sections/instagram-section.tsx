import { InstagramGrid } from '../../../instagram/components/instagram-grid';
import classes from '../canvas-view.module.css';

/** The owner's latest Instagram posts; the grid titles itself. With an id it is a navigation target. */
export function InstagramSection({ canvasId, id }: { canvasId: number; id?: string }) {
  return (
    <div id={id} className={classes.section} tabIndex={id ? -1 : undefined}>
      <InstagramGrid canvasId={canvasId} />
    </div>
  );
}
