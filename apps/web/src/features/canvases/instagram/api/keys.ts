/** Query keys of a canvas's Instagram connection. */
export const instagramKeys = {
  all: ['instagram'] as const,
  app: () => [...instagramKeys.all, 'app'] as const,
  portfolio: (canvasId: number) => [...instagramKeys.all, 'portfolio', canvasId] as const,
  medias: (canvasId: number) => [...instagramKeys.all, 'medias', canvasId] as const,
};
