import { messages, type SocialMedia } from '@canvas/shared';
import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { renderWithProviders } from '@/testing/render';
import { SocialMediaPanel } from './social-media-panel';

const empty: SocialMedia = { instagram: '', youtube: '', facebook: '', tiktok: '' };

function Panel() {
  const [draft, setDraft] = useState({ instagramHandle: '', socialMedia: empty });
  return (
    <SocialMediaPanel
      draft={draft}
      update={(updater) => setDraft(updater)}
      canvasId={null}
      save={async () => null}
    />
  );
}

describe('Social Media panel (issue 26: links are checked)', () => {
  it("says what is wrong once a field is left with another site's link, and nothing for a handle", async () => {
    mockApi({ 'GET /api/instagram/app': { body: { enabled: false, demo: false } } });
    const { user } = renderWithProviders(<Panel />);
    const tiktok = screen.getByRole('textbox', { name: 'TikTok' });
    await user.type(tiktok, 'https://www.youtube.com/@maya');
    expect(screen.queryByText(messages.socialLinkInvalid('TikTok'))).toBeNull();
    await user.tab();
    expect(
      screen.getByText('Enter a TikTok handle (like @yourname) or a link to your TikTok profile.'),
    ).toBeVisible();
    expect(tiktok).toHaveAttribute('aria-invalid', 'true');

    await user.clear(tiktok);
    await user.type(tiktok, '@maya');
    expect(screen.queryByText(messages.socialLinkInvalid('TikTok'))).toBeNull();

    const youtube = screen.getByRole('textbox', { name: 'YouTube' });
    await user.type(youtube, 'https://youtube.com/@maya');
    await user.tab();
    expect(screen.queryByText(messages.socialLinkInvalid('YouTube'))).toBeNull();
  });
});
