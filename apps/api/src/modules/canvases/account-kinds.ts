import { type CanvasType, creatableCanvasTypes, messages, type ProfileTarget } from '@canvas/shared';
import { AppError } from '../../lib/errors';
import { isPersonType } from './document';
import type { ParsedCanvasInput } from './save';

export function assertMayCreate(type: CanvasType, target: ProfileTarget | null, isAdmin: boolean) {
  if (!creatableCanvasTypes(target, isAdmin).includes(type)) {
    throw new AppError('forbidden', messages.canvasTypeNotAllowed, { field: 'type' });
  }
}

/**
 * Fields only a business or school shows (brands it stocks, benefits, charities, its contact
 * number). Editors send them empty for every type, so only a value is refused. The salon account
 * number (scSalonId) is left out: it is never shown to visitors, and person canvases may carry it.
 */
export function assertNoBusinessFields(type: CanvasType, input: ParsedCanvasInput) {
  if (!isPersonType(type)) return;
  const info = input.additionalInformation;
  const field = (
    [
      ['additionalInformation.backbarBrands', (info?.backbarBrands?.length ?? 0) > 0],
      ['additionalInformation.retailBrands', (info?.retailBrands?.length ?? 0) > 0],
      ['additionalInformation.companyBenefits', (info?.companyBenefits?.length ?? 0) > 0],
      ['additionalInformation.charities', (info?.charities?.length ?? 0) > 0],
      ['detail.primaryContactNumber', Boolean(input.detail?.primaryContactNumber)],
    ] as const
  ).find(([, given]) => given)?.[0];
  if (field) throw new AppError('validation', messages.businessFieldsOnPersonCanvas, { field });
}
