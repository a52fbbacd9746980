import type { FamilyTier } from '@contract/companies'
import { Text } from '@mantine/core'
import { formatNumber as n } from '@contract/format-number'

/** How a tier is described wherever it is offered (the directory and the application form). */
export const familyTierText = {
  yearlyFee: (fee: number) => (fee === 0 ? '연회비 없음' : `연회비 ${n(fee)}원`),
  periodMonths: (months: number) => `협약 ${n(months)}개월`,
  discount: (percent: number) => `공동장비 ${n(percent)}% 할인`,
  courseFee: '산업교육 수강료 면제',
} as const

/** A 가족회사 tier's fee and period, the benefits the portal applies, and the rest staff wrote. */
export function FamilyTierFacts({ tier }: { tier: FamilyTier }) {
  const lines = [
    `${familyTierText.yearlyFee(tier.yearlyFee)} · ${familyTierText.periodMonths(tier.periodMonths)}`,
    tier.equipmentDiscountPercent > 0 ? familyTierText.discount(tier.equipmentDiscountPercent) : null,
    tier.courseFeeWaived ? familyTierText.courseFee : null,
  ].filter((line): line is string => line !== null)
  return (
    <>
      {lines.map((line) => (
        <Text key={line} size="sm">
          {line}
        </Text>
      ))}
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
        {tier.benefits}
      </Text>
    </>
  )
}
