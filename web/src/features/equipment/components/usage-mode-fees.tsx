import type { UsageModeFee } from '@contract/equipment'
import { equipmentMessages } from '../messages'
import classes from './catalogue-page.module.css'

/** 직접사용 / 시험·분석의뢰 with their fees. */
export function UsageModeFees({ modes }: { modes: readonly UsageModeFee[] }) {
  return (
    <ul className={classes.fees} aria-label={equipmentMessages.fields.usageModes}>
      {modes.map((mode) => (
        <li key={mode.mode}>
          <span>{mode.modeLabel}</span>
          <strong>{equipmentMessages.rules.fee(mode.fee, mode.feeUnit)}</strong>
        </li>
      ))}
    </ul>
  )
}
