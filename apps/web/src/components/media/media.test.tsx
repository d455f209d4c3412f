import {
  IMAGE_UPLOAD_TIMEOUT_MS,
  MAX_ADDITIONAL_VIDEOS,
  type MediaItem,
  mediaItemSchema,
  messages,
  VIDEO_UPLOAD_TIMEOUT_MS,
} from '@canvas/shared';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadMedia } from '@/api/media/upload-media';
import { startSession } from '@/lib/session';
import { mockXhr } from '@/testing/fake-xhr';
import { makeSession } from '@/testing/fixtures';
import { renderWithProviders } from '@/testing/render';
import { MediaImage, mediaSources } from './media-image';
import { MediaListField } from './media-list-field';
import { MediaSlotField } from './media-slot-field';
import { PhotoRepositionModal } from './photo-reposition-modal';
import { YouTubeLinkInput } from './youtube-link-input';

const MB = 1024 * 1024;

let xhr: ReturnType<typeof mockXhr>;
const lastRequest = () => xhr.last();

function fileOf(name: string, type: string, size = 2048): File {
  const file = new File([new Uint8Array(Math.min(size, 4096))], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

const photoItem = (overrides: Partial<MediaItem> = {}): MediaItem => ({
  url: '/media/student_canvas/featuredPhoto/a1.jpg',
  type: 'featuredPhoto',
  video: false,
  image: '/media/student_canvas/featuredPhoto/a1.jpg',
  mimeType: 'image/jpeg',
  dimensions: { width: 2400, height: 1200 },
  fileSize: 480_000,
  variants: {
    '640': '/media/student_canvas/featuredPhoto/a1-640.webp',
    '1920': '/media/student_canvas/featuredPhoto/a1-1920.webp',
  },
  ...overrides,
});

const videoItem = (index: number): MediaItem => ({
  url: `/media/student_canvas/additionalVideo/v${index}.mp4`,
  type: 'additionalVideo',
  video: true,
  mimeType: 'video/mp4',
  duration: 12,
  title: `Additional Video ${index + 1}`,
});

/** A parent that owns the value, as an editor does. */
function SlotHarness(props: {
  slot?: 'featuredPhoto' | 'logo' | 'featuredVideo';
  initial?: MediaItem | null;
}) {
  const [value, setValue] = useState<MediaItem | null>(props.initial ?? null);
  return (
    <>
      <MediaSlotField
        slot={props.slot ?? 'featuredPhoto'}
        label="Featured photo"
        value={value}
        onChange={setValue}
        canvasType="student"
      />
      <output aria-label="Stored value">{value ? JSON.stringify(value) : 'empty'}</output>
    </>
  );
}

function ListHarness({ initial }: { initial: MediaItem[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MediaListField slot="additionalVideo" label="Additional videos" value={value} onChange={setValue} />
      <output aria-label="Stored list">{JSON.stringify(value.map((item) => item.title))}</output>
    </>
  );
}

beforeEach(() => {
  xhr = mockXhr();
  startSession(makeSession());
});
afterEach(() => {
  notifications.clean();
});

describe('uploadMedia: the upload call', () => {
  it("checks the size before sending: 'Please upload file smaller than {n}mb'", async () => {
    await expect(
      uploadMedia({ file: fileOf('big.jpg', 'image/jpeg', 5 * MB + 1), slot: 'featuredPhoto' }),
    ).rejects.toMatchObject({ message: messages.uploadTooLarge(5), field: 'file' });
    await expect(
      uploadMedia({ file: fileOf('logo.png', 'image/png', 1 * MB + 1), slot: 'logo' }),
    ).rejects.toMatchObject({ message: messages.uploadTooLarge(1) });
    expect(xhr.sent).toHaveLength(0);
  });

  it('sends the file as the body to /api/media/upload with the slot, canvas type and session', async () => {
    const file = fileOf('me.jpg', 'image/jpeg');
    const done = uploadMedia({ file, slot: 'portraitPhoto', canvasType: 'professional' });
    const request = lastRequest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/media/upload?slot=portraitPhoto&canvasType=professional');
    expect(request.body).toBe(file);
    expect(request.headers['Content-Type']).toBe('image/jpeg');
    expect(request.headers.Authorization).toMatch(/^Bearer /);
    const item = photoItem({ type: 'portraitPhoto' });
    request.respond(200, { item });
    await expect(done).resolves.toEqual(item);
  });

  it(`times out after ${IMAGE_UPLOAD_TIMEOUT_MS} ms for photos with 'Upload timed out after {ms}ms'`, async () => {
    const done = uploadMedia({ file: fileOf('a.png', 'image/png'), slot: 'featuredPhoto' });
    expect(lastRequest().timeout).toBe(IMAGE_UPLOAD_TIMEOUT_MS);
    lastRequest().expire();
    await expect(done).rejects.toMatchObject({ message: messages.uploadTimedOut(IMAGE_UPLOAD_TIMEOUT_MS) });
    expect(messages.uploadTimedOut(IMAGE_UPLOAD_TIMEOUT_MS)).toBe('Upload timed out after 120000ms');
  });

  it(`times out after ${VIDEO_UPLOAD_TIMEOUT_MS} ms for videos`, async () => {
    const done = uploadMedia({ file: fileOf('clip.mp4', 'video/mp4'), slot: 'featuredVideo' });
    expect(lastRequest().timeout).toBe(VIDEO_UPLOAD_TIMEOUT_MS);
    lastRequest().expire();
    await expect(done).rejects.toMatchObject({ message: 'Upload timed out after 300000ms' });
  });

  it("passes the server's message on (spec 2 §8: other upload errors)", async () => {
    const done = uploadMedia({ file: fileOf('clip.mp4', 'video/mp4'), slot: 'featuredVideo' });
    lastRequest().respond(400, { code: 400, message: messages.videoTooShort, field: 'file' });
    await expect(done).rejects.toMatchObject({ message: messages.videoTooShort, status: 400 });
  });
});

describe('MediaSlotField', () => {
  it('shows the recommended size and limit of its slot', () => {
    renderWithProviders(<SlotHarness slot="logo" />);
    expect(
      screen.getByText('Recommended 100 × 60 px · JPG, PNG, GIF or SVG · up to 1 MB'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /upload photo/i })).toBeInTheDocument();
  });

  it('shows the live percentage, then the photo; the progress hides 500 ms after completion', async () => {
    const { user } = renderWithProviders(<SlotHarness />);
    await user.upload(
      screen.getByLabelText('Featured photo', { selector: 'input' }),
      fileOf('cover.jpg', 'image/jpeg'),
    );
    const progress = await screen.findByRole('progressbar', { name: 'Uploading Featured photo' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');

    lastRequest().progress(40, 100);
    expect(screen.getByText('40%')).toBeInTheDocument();
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(lastRequest().url).toBe('/api/media/upload?slot=featuredPhoto&canvasType=student');

    lastRequest().respond(200, { item: photoItem() });
    expect(await screen.findByText('100%')).toBeInTheDocument();
    // The stored photo arrives a render after the 100% (a busy worker shows the gap).
    expect(await screen.findByRole('img', { name: 'Featured photo' })).toHaveAttribute(
      'srcset',
      '/media/student_canvas/featuredPhoto/a1-640.webp 640w, /media/student_canvas/featuredPhoto/a1-1920.webp 1920w',
    );
    expect(screen.getByLabelText('Stored value')).toHaveTextContent('a1.jpg');
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
  });

  it('refuses a file over the limit before sending it, with the message inline and as a toast', async () => {
    const { user } = renderWithProviders(<SlotHarness slot="logo" />);
    await user.upload(
      screen.getByLabelText('Featured photo', { selector: 'input' }),
      fileOf('logo.png', 'image/png', 2 * MB),
    );
    expect((await screen.findAllByText(messages.uploadTooLarge(1))).length).toBeGreaterThanOrEqual(1);
    expect(xhr.sent).toHaveLength(0);
    expect(screen.getByLabelText('Stored value')).toHaveTextContent('empty');
  });

  it('shows the timeout message and keeps the slot as it was', async () => {
    const { user } = renderWithProviders(<SlotHarness slot="featuredVideo" />);
    await user.upload(
      screen.getByLabelText('Featured photo', { selector: 'input' }),
      fileOf('clip.mov', 'video/quicktime'),
    );
    lastRequest().progress(10, 100);
    lastRequest().expire();
    expect(
      (await screen.findAllByText(messages.uploadTimedOut(VIDEO_UPLOAD_TIMEOUT_MS))).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Stored value')).toHaveTextContent('empty');
  });

  it('drops a file onto the frame to upload it', async () => {
    renderWithProviders(<SlotHarness />);
    const frame = screen.getByRole('button', { name: /upload photo/i }).parentElement as HTMLElement;
    fireEvent.drop(frame, { dataTransfer: { files: [fileOf('drop.png', 'image/png')] } });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(lastRequest().headers['Content-Type']).toBe('image/png');
  });

  it('replaces and removes: removing resets the slot', async () => {
    const { user } = renderWithProviders(<SlotHarness initial={photoItem()} />);
    expect(screen.getByRole('img', { name: 'Featured photo' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Featured photo' }));
    expect(screen.getByLabelText('Stored value')).toHaveTextContent('empty');
    expect(screen.getByRole('button', { name: /upload photo/i })).toBeInTheDocument();
    // One tap too many on a phone: the toast's Undo brings the photo back.
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('img', { name: 'Featured photo' })).toBeInTheDocument();
  });

  it('saves a reposition from the Adjust modal (keyboard)', async () => {
    const { user } = renderWithProviders(<SlotHarness initial={photoItem()} />);
    await user.click(screen.getByRole('button', { name: 'Adjust Featured photo' }));
    const frame = await screen.findByRole('application');
    frame.focus();
    await user.keyboard('{ArrowRight}');
    await user.click(screen.getByRole('button', { name: 'Save position' }));
    const stored = JSON.parse(screen.getByLabelText('Stored value').textContent ?? '{}') as MediaItem;
    // A 2:1 photo in a 1440x758 frame: covers the frame's height, centred, then moved 2 % right.
    expect(stored.reposition?.height).toBe(100);
    expect(stored.reposition?.width).toBeCloseTo((100 * 2) / (1440 / 758), 1);
    expect(stored.reposition?.left).toBeCloseTo((100 - (100 * 2) / (1440 / 758)) / 2 + 2, 1);
    expect(mediaItemSchema.safeParse(stored).success).toBe(true);
  });
});

describe('MediaListField: additional videos', () => {
  it("titles new videos 'Additional Video N'", async () => {
    const { user } = renderWithProviders(<ListHarness initial={[videoItem(0)]} />);
    await user.upload(
      screen.getByLabelText('Additional videos', { selector: 'input' }),
      fileOf('second.mp4', 'video/mp4'),
    );
    lastRequest().respond(200, { item: { ...videoItem(5), title: undefined } });
    await waitFor(() =>
      expect(screen.getByLabelText('Stored list')).toHaveTextContent(
        JSON.stringify(['Additional Video 1', 'Additional Video 2']),
      ),
    );
    expect(screen.getByText('Additional Video 2')).toBeInTheDocument();
  });

  it(`disables upload once there are ${MAX_ADDITIONAL_VIDEOS} (more than 8)`, () => {
    const nine = Array.from({ length: MAX_ADDITIONAL_VIDEOS }, (_, index) => videoItem(index));
    renderWithProviders(<ListHarness initial={nine} />);
    expect(screen.getByRole('button', { name: /add video/i })).toBeDisabled();
    expect(screen.getByText(messages.tooManyVideos)).toBeInTheDocument();
  });

  it('allows upload with 8', () => {
    const eight = Array.from({ length: 8 }, (_, index) => videoItem(index));
    renderWithProviders(<ListHarness initial={eight} />);
    expect(screen.getByRole('button', { name: /add video/i })).toBeEnabled();
  });

  it('renumbers the titles after a removal', async () => {
    const { user } = renderWithProviders(
      <ListHarness initial={[videoItem(0), videoItem(1), videoItem(2)]} />,
    );
    await user.click(screen.getByRole('button', { name: 'Remove Additional Video 1' }));
    expect(screen.getByLabelText('Stored list')).toHaveTextContent(
      JSON.stringify(['Additional Video 1', 'Additional Video 2']),
    );
  });
});

function PhotoListHarness({ initial }: { initial: MediaItem[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MediaListField slot="portfolioPhoto" label="Work photo" value={value} onChange={setValue} />
      <output aria-label="Stored list">{value.map((item) => item.url.split('/').at(-1)).join(',')}</output>
    </>
  );
}

const workPhoto = (name: string): MediaItem =>
  photoItem({ url: `/media/student_canvas/portfolioPhoto/${name}`, type: 'portfolioPhoto' });
const threePhotos = () => [workPhoto('a.jpg'), workPhoto('b.jpg'), workPhoto('c.jpg')];

describe('MediaListField: reorder and remove, by touch and keyboard', () => {
  afterEach(() => {
    Reflect.deleteProperty(document, 'elementFromPoint');
  });

  it('moves a photo by the Move earlier / Move later buttons, announces it and keeps the focus on it', async () => {
    const { user } = renderWithProviders(<PhotoListHarness initial={threePhotos()} />);
    expect(screen.getByRole('button', { name: 'Move Work photo 1 earlier' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move Work photo 1 later' }));
    expect(screen.getByLabelText('Stored list')).toHaveTextContent('b.jpg,a.jpg,c.jpg');
    expect(screen.getByText('Work photo 1 moved to position 2 of 3.')).toHaveAttribute('aria-live', 'polite');
    // The moved photo is now Work photo 2; the focus stayed on its Move later button.
    expect(screen.getByRole('button', { name: 'Move Work photo 2 later' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Stored list')).toHaveTextContent('b.jpg,c.jpg,a.jpg');
    // At the end Move later is disabled: the focus goes to Move earlier of the same photo.
    expect(screen.getByRole('button', { name: 'Move Work photo 3 later' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Work photo 3 earlier' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Move Work photo 3 earlier' }));
    expect(screen.getByLabelText('Stored list')).toHaveTextContent('b.jpg,a.jpg,c.jpg');
  });

  it('moves a photo by dragging its handle onto another tile (pointer events: touch, pen or mouse)', () => {
    renderWithProviders(<PhotoListHarness initial={threePhotos()} />);
    const tiles = screen.getAllByRole('listitem').filter((tile) => tile.dataset.tileIndex !== undefined);
    const [first, , third] = tiles;
    if (!first || !third) throw new Error('three tiles expected');
    const handle = within(first).getByTestId('drag-handle');
    // jsdom does no layout: the tile under the finger is the third one.
    document.elementFromPoint = vi.fn(() => third as Element);
    fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'touch', clientX: 10, clientY: 10 });
    fireEvent.pointerMove(handle, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 10 });
    expect(third).toHaveAttribute('data-drop-target');
    expect(first).toHaveAttribute('data-dragging');
    fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'touch', clientX: 300, clientY: 10 });
    expect(screen.getByLabelText('Stored list')).toHaveTextContent('b.jpg,c.jpg,a.jpg');
    expect(screen.getByText('Work photo 1 moved to position 3 of 3.')).toHaveAttribute('aria-live', 'polite');
    expect(first).not.toHaveAttribute('data-dragging');
  });

  it('a cancelled drag (the browser took the gesture) moves nothing', () => {
    renderWithProviders(<PhotoListHarness initial={threePhotos()} />);
    const handle = screen.getAllByTestId('drag-handle')[0] as HTMLElement;
    document.elementFromPoint = vi.fn(() => null);
    fireEvent.pointerDown(handle, { pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerCancel(handle, { pointerId: 1, pointerType: 'touch' });
    fireEvent.pointerUp(handle, { pointerId: 1, pointerType: 'touch' });
    expect(screen.getByLabelText('Stored list')).toHaveTextContent('a.jpg,b.jpg,c.jpg');
  });

  it('removes a photo at once and Undo in the toast puts it back where it was', async () => {
    const { user } = renderWithProviders(<PhotoListHarness initial={threePhotos()} />);
    await user.click(screen.getByRole('button', { name: 'Remove Work photo 2' }));
    expect(screen.getByLabelText('Stored list')).toHaveTextContent('a.jpg,c.jpg');
    // The focus moves to the photo that took its place, not to the page.
    expect(screen.getByRole('button', { name: 'Remove Work photo 2' })).toHaveFocus();
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Work photo 2 removed.');
    await user.click(within(toast).getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Stored list')).toHaveTextContent('a.jpg,b.jpg,c.jpg');
    expect(screen.getByText('Work photo 2 is back.')).toHaveAttribute('aria-live', 'polite');
  });

  it('removing the last photo moves the focus to Add photo', async () => {
    const { user } = renderWithProviders(<PhotoListHarness initial={[workPhoto('a.jpg')]} />);
    await user.click(screen.getByRole('button', { name: 'Remove Work photo 1' }));
    expect(screen.getByLabelText('Stored list')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: /add photo/i })).toHaveFocus();
  });

  it('gives every photo control a 44 px target', () => {
    renderWithProviders(<PhotoListHarness initial={threePhotos()} />);
    for (const name of ['Remove Work photo 1', 'Adjust Work photo 1', 'Move Work photo 1 later']) {
      expect(screen.getByRole('button', { name }).getAttribute('style')).toContain('--ai-size: calc(2.75rem');
    }
  });
});

describe('YouTubeLinkInput', () => {
  function YouTubeHarness() {
    const [value, setValue] = useState<MediaItem | null>(null);
    return (
      <>
        <YouTubeLinkInput value={value} onChange={setValue} />
        <output aria-label="Stored value">{value ? JSON.stringify(value) : 'empty'}</output>
      </>
    );
  }

  it.each([
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10',
    'youtube.com/shorts/dQw4w9WgXcQ',
  ])('accepts %s as a featured video with the watch URL', async (link) => {
    const { user } = renderWithProviders(<YouTubeHarness />);
    await user.type(screen.getByLabelText('Or paste a YouTube link'), link);
    await user.click(screen.getByRole('button', { name: 'Use link' }));
    const stored = JSON.parse(screen.getByLabelText('Stored value').textContent ?? '{}') as MediaItem;
    expect(stored).toMatchObject({
      type: 'featuredVideo',
      video: true,
      youtubeId: 'dQw4w9WgXcQ',
      url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
    expect(mediaItemSchema.safeParse(stored).success).toBe(true);
  });

  it('refuses other links with the message', async () => {
    const { user } = renderWithProviders(<YouTubeHarness />);
    await user.type(screen.getByLabelText('Or paste a YouTube link'), 'https://vimeo.com/12345{Enter}');
    expect(screen.getByText(messages.youtubeLinkInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText('Stored value')).toHaveTextContent('empty');
  });
});

describe('MediaImage', () => {
  it('lazy-loads with a srcset of real widths (a small photo is not upscaled)', () => {
    const small = photoItem({
      dimensions: { width: 500, height: 400 },
      variants: { '640': '/media/a-500.webp', '1920': '/media/a-500.webp' },
    });
    renderWithProviders(<MediaImage item={small} alt="Salon chair" />);
    const image = screen.getByRole('img', { name: 'Salon chair' });
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('srcset', '/media/a-500.webp 500w');
  });

  it('draws GIFs and SVGs from the original (animation, vector)', () => {
    expect(mediaSources(photoItem({ mimeType: 'image/gif', url: '/media/a.gif' }))).toEqual({
      src: '/media/a.gif',
    });
    expect(mediaSources(photoItem({ mimeType: 'image/svg+xml', url: '/media/a.svg' }))).toEqual({
      src: '/media/a.svg',
    });
  });

  it("honours the owner's reposition", () => {
    const item = photoItem({ reposition: { left: -10, top: 0, width: 140, height: 100 } });
    renderWithProviders(<MediaImage item={item} alt="Work" aspect={16 / 9} />);
    const image = screen.getByRole('img', { name: 'Work' });
    expect(image.style.left).toBe('-10%');
    expect(image.style.width).toBe('140%');
    expect(image.style.height).toBe('100%');
  });
});

describe('PhotoRepositionModal', () => {
  it('zooms with the keyboard and never leaves an empty edge', async () => {
    const onSave = vi.fn();
    const item = photoItem({ dimensions: { width: 1000, height: 1000 } });
    const { user } = renderWithProviders(
      <PhotoRepositionModal opened onClose={() => {}} item={item} aspect={1} onSave={onSave} />,
    );
    const frame = within(await screen.findByRole('dialog', { name: 'Adjust photo' })).getByRole(
      'application',
    );
    frame.focus();
    // Moving a photo that exactly covers the frame is not possible; zooming makes room.
    await user.keyboard('{ArrowLeft}{ArrowLeft}++{ArrowLeft}');
    await user.click(screen.getByRole('button', { name: 'Save position' }));
    const saved = onSave.mock.calls[0]?.[0];
    expect(saved.width).toBeCloseTo(120, 1);
    expect(saved.height).toBeCloseTo(120, 1);
    expect(saved.left).toBeGreaterThanOrEqual(100 - saved.width);
    expect(saved.left).toBeLessThanOrEqual(0);
    expect(saved.left).toBeCloseTo(-12, 1);
  });
});
