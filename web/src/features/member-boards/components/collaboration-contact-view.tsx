import type { CollaborationContact } from '@contract/member-boards'
import { Text } from '@mantine/core'
import { memberBoardMessages } from '../messages'
import classes from './collaboration-contact-view.module.css'
import { FactList } from '@/components/fact-list'

const { form, detail } = memberBoardMessages

/** The contact of a collaboration request; the server sends it to the author and staff only. */
export function CollaborationContactView({ contact }: { contact: CollaborationContact }) {
  const rows = [
    [form.company, contact.company],
    [form.contactName, contact.contactName],
    [form.phone, contact.phone],
    [form.email, contact.email],
  ] as const
  return (
    <section className={classes.contact} aria-labelledby="post-contact-title">
      <h3 id="post-contact-title" className={classes.title}>
        {detail.contact}
      </h3>
      <FactList rows={rows} className={classes.list} />
      <Text size="xs" c="dimmed">
        {detail.contactNote}
      </Text>
    </section>
  )
}
