/**
 * A YouTube video's own poster. Apart from media-rules.ts, which reads the shared upload rules: the
 * public pages' islands draw posters and must stay small (issue 24).
 */
export const youtubeThumbnailUrl = (id: string) => `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
