import { z } from '../zod-config';

export const healthSchema = z.object({ ok: z.literal(true) });
