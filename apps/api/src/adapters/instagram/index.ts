import type { Config } from '../../config';
import { DemoInstagramProvider } from './demo';
import { GraphInstagramProvider } from './graph';
import type { InstagramProvider } from './types';

export function createInstagramProvider(config: Config): InstagramProvider | null {
  const { driver, tokenSecret } = config.instagram;
  if (driver.kind === 'instagram') return new GraphInstagramProvider(driver);
  if (driver.kind === 'demo') return new DemoInstagramProvider(config.publicUrl, tokenSecret);
  return null;
}

export { DemoInstagramProvider } from './demo';
export { GraphInstagramProvider } from './graph';
export { TokenCipher } from './token-cipher';
export * from './types';
