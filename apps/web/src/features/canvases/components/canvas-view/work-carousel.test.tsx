import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { makePhoto } from '../../canvas-fixtures';
import { VIEWER_SWIPE_MIN_PX } from './media-modal';
import { WorkCarousel } from './work-carousel';

const photos = [makePhoto(1), makePhoto(2), makePhoto(3)];

/** A finger's pointer events (jsdom's events carry coordinates only as mouse events). */
function swipe(element: Element, dx: number, dy = 0) {
  const at = (type: string, clientX: number, clientY: number) =>
    fireEvent(element, new MouseEvent(type, { bubbles: true, clientX, clientY }));
  at('pointerdown', 200, 300);
  at('pointermove', 200 + dx / 2, 300 + dy / 2);
  at('pointerup', 200 + dx, 300 + dy);
}

async function openViewer(name: string) {
  const rendered = renderWithProviders(<WorkCarousel items={photos} perSlide={3} />);
  await rendered.user.click(screen.getByRole('button', { name }));
  return rendered;
}

describe('the work viewer (media modal)', () => {
  it('moves to the next and previous photo with a sideways swipe', async () => {
    await openViewer('Open Photo 1 of 3');
    const stage = (await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).querySelector(
      '[data-testid="media-viewer-stage"]',
    );
    if (!stage) throw new Error('the viewer has a stage');
    swipe(stage, -(VIEWER_SWIPE_MIN_PX + 20));
    const second = await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(second).getByRole('img')).toHaveAttribute('src', '/media/work-2.jpg');
    swipe(stage, VIEWER_SWIPE_MIN_PX + 20);
    expect(await screen.findByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
    // Before the first there is nothing: a swipe to the right stays.
    swipe(stage, VIEWER_SWIPE_MIN_PX + 20);
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
  });

  it('ignores a short or mostly vertical movement (a tap, a scroll)', async () => {
    await openViewer('Open Photo 1 of 3');
    const stage = screen.getByTestId('media-viewer-stage');
    swipe(stage, -(VIEWER_SWIPE_MIN_PX - 10));
    swipe(stage, -(VIEWER_SWIPE_MIN_PX + 20), 200);
    expect(screen.getByRole('dialog', { name: 'Photo 1 of 3' })).toBeInTheDocument();
  });

  it('moves with the arrow keys and the Previous / Next buttons', async () => {
    const { user } = await openViewer('Open Photo 2 of 3');
    await screen.findByRole('dialog', { name: 'Photo 2 of 3' });
    await user.keyboard('{ArrowRight}');
    const last = await screen.findByRole('dialog', { name: 'Photo 3 of 3' });
    expect(within(last).getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    await user.keyboard('{ArrowLeft}');
    const first = await screen.findByRole('dialog', { name: 'Photo 1 of 3' });
    expect(within(first).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(first).getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('dialog', { name: 'Photo 2 of 3' })).toBeInTheDocument();
  });

  it('shows one item alone without Previous / Next', async () => {
    const { user } = renderWithProviders(<WorkCarousel items={[makePhoto(1)]} perSlide={1} />);
    await user.click(screen.getByRole('button', { name: 'Open Photo 1 of 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 1' });
    expect(within(dialog).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
