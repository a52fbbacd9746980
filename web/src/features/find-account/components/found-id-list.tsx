import { Button, Radio } from '@mantine/core'
import { Link, useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { formatDate } from '@/utils/format-date'
import { readFoundIds } from '@/lib/found-ids-storage'
import { findAccountMessages as m } from '../messages'
import { FindAccountPanel } from './find-account-panel'
import { FindResultMessage } from './find-result-message'
import classes from './found-id-list.module.css'

/**
 * /login/findId02-1: the masked ids with their join dates, one chosen by radio. Login and find
 * password receive the chosen id's `ref`, never the id itself.
 */
export function FoundIdList() {
  const navigate = useNavigate()
  const [list] = useState(readFoundIds)
  const [chosen, setChosen] = useState(list[0]?.ref ?? '')

  if (list.length === 0) {
    return (
      <FindAccountPanel
        actions={
          <Button size="md" renderRoot={(props) => <Link to="/login/findId01" {...props} />}>
            {m.retry}
          </Button>
        }
      >
        <FindResultMessage tone="notice" message={m.foundIdsExpired} />
      </FindAccountPanel>
    )
  }

  return (
    <FindAccountPanel
      guide={m.foundIdsGuide(list.length)}
      actions={
        <>
          <Button size="md" onClick={() => navigate({ to: '/login', search: { ref: chosen } })}>
            {m.login}
          </Button>
          <Button size="md" variant="default" onClick={() => navigate({ to: '/login/findPw01', search: { ref: chosen } })}>
            {m.findPassword}
          </Button>
        </>
      }
    >
      <Radio.Group label={m.foundIdsLabel} value={chosen} onChange={setChosen} classNames={{ label: classes.label }}>
        <ul className={classes.list}>
          {list.map((found) => (
            <li key={found.ref} className={classes.item}>
              <Radio value={found.ref} label={<span className={classes.id}>{found.maskedId}</span>} description={m.joinedAt(formatDate(found.joinedAt))} />
            </li>
          ))}
        </ul>
      </Radio.Group>
    </FindAccountPanel>
  )
}
