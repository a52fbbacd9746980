/** The preview route's title, apart from messages.ts so the route tree does not carry the feature's text. */
export const previewTitles = { page: '미리보기' } as const
