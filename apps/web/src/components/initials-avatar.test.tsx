import { IconUsers } from '@tabler/icons-react';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { InitialsAvatar } from './initials-avatar';

const ava = { firstName: 'Ava', lastName: 'Stone' };

function avatarOf(ui: ReactElement): HTMLElement | null {
  return renderWithProviders(ui).container.querySelector('.mantine-Avatar-root');
}

describe('InitialsAvatar', () => {
  it('shows the initials without a photo, hidden from assistive technology (the name is beside it)', () => {
    const avatar = avatarOf(<InitialsAvatar name={ava} size={36} />);
    expect(avatar).toHaveTextContent(/^AS$/);
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows a decorative photo with an empty alt', () => {
    const photo = avatarOf(<InitialsAvatar name={ava} src="/media/ava.jpg" size={36} />)?.querySelector(
      'img',
    );
    expect(photo).toHaveAttribute('src', '/media/ava.jpg');
    expect(photo).toHaveAttribute('alt', '');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('describes a photo that stands alone', () => {
    renderWithProviders(
      <InitialsAvatar name={ava} src="/media/ava.jpg" size={96} alt="Your profile photo" />,
    );
    expect(screen.getByRole('img', { name: 'Your profile photo' })).toBeInTheDocument();
  });

  it('describes nothing while there is no photo', () => {
    const avatar = avatarOf(<InitialsAvatar name={ava} size={96} alt="Your profile photo" />);
    expect(avatar).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByTitle('Your profile photo')).not.toBeInTheDocument();
  });

  it("spells the email's letter, then shows the fallback mark", () => {
    const email = (
      <InitialsAvatar name={{ firstName: '', lastName: '' }} email="lena@example.com" size={32} />
    );
    expect(avatarOf(email)).toHaveTextContent(/^L$/);
    expect(avatarOf(<InitialsAvatar name="🌸" size={32} />)).toHaveTextContent(/^\?$/);
    avatarOf(<InitialsAvatar size={32} fallback={<IconUsers data-testid="group-mark" />} />);
    expect(screen.getByTestId('group-mark')).toBeInTheDocument();
  });

  it("takes the theme's colours and shape from whose avatar it is", () => {
    const style = (ui: ReactElement) => avatarOf(ui)?.getAttribute('style') ?? '';
    const yours = style(<InitialsAvatar name={ava} size={36} kind="you" />);
    expect(yours).toContain('--avatar-bg: var(--mantine-color-blush-2)');
    expect(yours).toContain('--avatar-radius: 50%');
    const someone = style(<InitialsAvatar name={ava} size={36} />);
    expect(someone).toContain('--avatar-bg: var(--mantine-color-plum-light)');
    expect(someone).toContain('--avatar-radius: 50%');
    const canvas = style(<InitialsAvatar name="The Hair Lab" size={56} kind="canvas" />);
    expect(canvas).toContain('--avatar-bg: var(--mantine-color-plum-light)');
    expect(canvas).toContain('--avatar-radius: var(--mantine-radius-md)');
  });
});
