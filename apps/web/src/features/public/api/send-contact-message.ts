import type { ContactFormValues, ContactUsInput } from '@canvas/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Spec 1 §7: `msg` is an HTML string built from the name, email, optional phone, optional
 * occupation and the message. Values are escaped here; the server sanitizes again regardless.
 */
export function buildContactMessage(values: ContactFormValues): Omit<ContactUsInput, 'code'> {
  const rows: [string, string][] = [
    ['Name', values.name],
    ['Email', values.email],
    ...(values.phone ? ([['Phone', values.phone]] as [string, string][]) : []),
    ...(values.occupation ? ([['Occupation', values.occupation]] as [string, string][]) : []),
  ];
  const details = rows.map(([label, value]) => `<p><strong>${label}:</strong> ${escapeHtml(value)}</p>`);
  const message = values.message
    .trim()
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return { from: values.email.trim(), msg: [...details, ...message].join('') };
}

/** POST /api/user/contact-us with the solved captcha: status 200 means sent (the body is unused). */
export async function sendContactMessage({ values, code }: { values: ContactFormValues; code: string }) {
  const body: ContactUsInput = { ...buildContactMessage(values), code };
  // The form tells a failure itself, also where no app shell shows notifications (an island).
  await api.post(apiPaths.user.contactUs(), body, { errorDisplay: 'inline' });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
