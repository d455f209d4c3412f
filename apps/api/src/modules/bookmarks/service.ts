import type { Db } from '../../db/client';
import type { Reader } from '../canvases/document';
import { findReadableCanvas } from '../canvases/service';
import { addBookmark, removeBookmark } from './queries';

/**
 * Bookmark or un-bookmark a canvas the caller can see (spec 2 §4: the button toggles). Both are
 * idempotent; a canvas the caller cannot see is the same 404 as one that does not exist.
 */
export async function setBookmark(
  db: Db,
  reader: Reader,
  canvasId: number,
  action: 'add' | 'remove',
): Promise<{ bookmarked: boolean }> {
  const { canvas } = await findReadableCanvas(db, reader, canvasId);
  if (action === 'add') await addBookmark(db, reader.userId, canvas.id);
  else await removeBookmark(db, reader.userId, canvas.id);
  return { bookmarked: action === 'add' };
}
