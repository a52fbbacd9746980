/**
 * When an account's month is unusual (docs/decisions.md "개인정보 접속기록"): its views, or its
 * downloads and prints, are more than three times its own monthly average over the six months before
 * and at least twenty above it. The floor keeps an account that went from 2 to 7 quiet; no history
 * counts as an average of 0, so a new account stands out once it passes twenty.
 */
export const volumeRule = { historyMonths: 6, factor: 3, minimumExcess: 20 } as const

export const isUnusualVolume = (count: number, average: number) => count > average * volumeRule.factor && count - average >= volumeRule.minimumExcess
