import { screen } from '@testing-library/react';
import type { renderApp } from '@/testing/render';

/** Opens an editor panel by its title (person or business/school editor); an open one stays open. */
export async function openPanel(user: ReturnType<typeof renderApp>['user'], title: RegExp) {
  const control = await screen.findByRole('button', { name: title });
  if (control.getAttribute('aria-expanded') !== 'true') await user.click(control);
  return control;
}
