import { formatSeoulDate } from '@contract/date-format'
import { weekdays } from '@contract/equipment-options'
import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useAuth } from '@/hooks/use-auth'
import { equipmentDetailQueryOptions } from '../api/get-equipment-detail'
import { equipmentMessages } from '../messages'
import { LabelValueTable } from '@/components/label-value-table'
import { UsageModeFees } from './usage-mode-fees'
import classes from './catalogue-page.module.css'

const messages = equipmentMessages.detail
const rules = equipmentMessages.rules

/** One item of the catalogue: description, booking rules, manager contact and the way to book it. */
export function EquipmentDetailModal({ id, onClose }: { id: number; onClose: () => void }) {
  const auth = useAuth()
  const { data, error } = useQuery(equipmentDetailQueryOptions(id, auth.userInfo?.login_id ?? null))
  const openDays = data?.openingRules.weekdays.map((day) => weekdays[day]?.label).join('·')

  return (
    <Modal opened onClose={onClose} title={data?.name ?? ''} size="xl" centered closeButtonProps={{ 'aria-label': equipmentMessages.modal.close }}>
      {error && <Alert color="red">{error.message || messages.notFound}</Alert>}
      {!data && !error && <Loader size="sm" />}
      {data && (
        <Stack gap="md">
          <div className={classes.detailTop}>
            {data.imageUrl && <img className={classes.detailImage} src={data.imageUrl} alt={data.imageAlt ?? data.name} />}
            <LabelValueTable
              labelWidth={130}
              rows={
                [
                  [equipmentMessages.fields.equipmentNo, data.equipmentNo],
                  [equipmentMessages.fields.nfecNo, data.nfecNo || '-'],
                  [equipmentMessages.fields.category, data.categoryLabel],
                  [equipmentMessages.fields.makerModel, [data.maker, data.model].filter(Boolean).join(' / ') || '-'],
                  [equipmentMessages.fields.location, data.location || '-'],
                  [equipmentMessages.fields.useScope, data.registry.useScopeLabel || '-'],
                  [equipmentMessages.fields.acquiredOn, formatSeoulDate(data.registry.acquiredOn) || '-'],
                ] as const
              }
            />
          </div>
          <UsageModeFees modes={data.usageModes} />
          {data.description && (
            <section>
              <Title order={3} size="h5" mb={4}>
                {messages.description}
              </Title>
              <Text className={classes.description}>{data.description}</Text>
            </section>
          )}
          <section>
            <Title order={3} size="h5" mb={4}>
              {messages.rules}
            </Title>
            <LabelValueTable
              labelWidth={130}
              rows={
                [
                  [messages.weekdays, openDays],
                  [messages.hours, `${data.openingRules.openTime} ~ ${data.openingRules.closeTime}`],
                  [messages.slotUnit, rules.minutes(data.openingRules.slotMinutes)],
                  [messages.maxSlots, rules.slots(data.openingRules.maxSlotsPerBooking)],
                  [messages.horizon, rules.days(data.openingRules.horizonDays)],
                  [messages.cancelNotice, rules.hoursBefore(data.openingRules.cancelNoticeHours)],
                ] as const
              }
            />
          </section>
          <section>
            <Title order={3} size="h5" mb={4}>
              {messages.managerContact}
            </Title>
            <Text size="sm">{[data.manager, data.managerPhone, data.managerEmail].filter(Boolean).join(' · ') || '-'}</Text>
          </section>
          {data.safetyTrainingRequired && (
            <Alert color="orange">
              {messages.safetyNotice}
              {data.safetyTrainingConfirmed !== null && (
                <Text size="sm" mt={4} fw={500}>
                  {data.safetyTrainingConfirmed ? messages.safetyConfirmed : messages.safetyNotConfirmed}
                </Text>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {messages.back}
            </Button>
            {data.bookable && (
              <Button renderRoot={(props) => <Link to="/easyReservation" search={{ equipmentId: data.id }} {...props} />}>{messages.book}</Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  )
}
