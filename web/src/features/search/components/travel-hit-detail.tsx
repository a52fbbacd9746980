import { formatNumber } from '@contract/format-number'
import type { SearchHit } from '@contract/search'
import type { AttractionDetail, PassDetail } from '@contract/travel'
import { Alert, Badge, Image, Loader, Modal, Stack, Table, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { attractionDetailQueryOptions, passDetailQueryOptions } from '../api/travel-detail'
import { searchMessages } from '../messages'

const text = searchMessages.travel

/** A travel hit: no portal page shows one item (docs/decisions.md), so its detail opens over the results. */
export const isTravelHit = (hit: SearchHit): hit is SearchHit & { type: 'attraction' | 'pass' } => hit.type === 'attraction' || hit.type === 'pass'

function Facts({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== null && value !== undefined && value !== '')
  if (shown.length === 0) return null
  return (
    <Table variant="vertical" withTableBorder layout="fixed">
      <Table.Tbody>
        {shown.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={110}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

function Picture({ url, alt }: { url: string | null; alt: string | null }) {
  return url ? <Image src={url} alt={alt ?? ''} radius="sm" mah={260} fit="cover" /> : null
}

function AttractionCard({ attraction }: { attraction: AttractionDetail }) {
  return (
    <Stack gap="sm">
      <Picture url={attraction.imageUrl} alt={attraction.imageAlt} />
      {(attraction.gdsTycdNm || attraction.gdsCategoryNm) && (
        <Text size="sm" c="dimmed">
          {[attraction.gdsTycdNm, attraction.gdsCategoryNm].filter(Boolean).join(' · ')}
        </Text>
      )}
      {attraction.summary && <Text fw={500}>{attraction.summary}</Text>}
      {attraction.description && <Text style={{ whiteSpace: 'pre-line' }}>{attraction.description}</Text>}
      <Facts
        rows={[
          [text.address, attraction.address],
          [text.openingHours, attraction.openingHours],
          [text.admissionFee, attraction.admissionFee],
          [text.phone, attraction.phone],
          [
            text.homepage,
            attraction.homepage && (
              <a href={attraction.homepage} target="_blank" rel="noopener noreferrer">
                {attraction.homepage}
              </a>
            ),
          ],
          [text.facilities, attraction.facilities.map((facility) => facility.label).join(', ')],
        ]}
      />
    </Stack>
  )
}

function PassCard({ pass }: { pass: PassDetail }) {
  return (
    <Stack gap="sm">
      <Picture url={pass.imageUrl} alt={pass.imageAlt} />
      {pass.psNm && (
        <Text size="sm" c="dimmed">
          {pass.psNm}
        </Text>
      )}
      {pass.summary && <Text fw={500}>{pass.summary}</Text>}
      {pass.description && <Text style={{ whiteSpace: 'pre-line' }}>{pass.description}</Text>}
      <Text size="sm">{text.validity(pass.validDays)}</Text>
      {pass.options.length > 0 && (
        <Table withTableBorder captionSide="top">
          <Table.Caption>{text.options}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{text.optionName}</Table.Th>
              <Table.Th ta="right">{text.price}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pass.options.map((option) => (
              <Table.Tr key={option.gdsDtlUid}>
                <Table.Td>
                  {option.optionNm}{' '}
                  {option.soldOut && (
                    <Badge color="gray" size="sm">
                      {text.soldOut}
                    </Badge>
                  )}
                </Table.Td>
                <Table.Td ta="right">{text.won(formatNumber(option.price))}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      {pass.attractions.length > 0 && (
        <>
          <Title order={3} size="h5">
            {text.attractions}
          </Title>
          <Text size="sm">{pass.attractions.map((attraction) => attraction.name).join(', ')}</Text>
        </>
      )}
    </Stack>
  )
}

function Loaded({ hit }: { hit: SearchHit & { type: 'attraction' | 'pass' } }) {
  const attraction = useQuery({ ...attractionDetailQueryOptions(hit.id), enabled: hit.type === 'attraction' })
  const pass = useQuery({ ...passDetailQueryOptions(hit.id), enabled: hit.type === 'pass' })
  const query = hit.type === 'attraction' ? attraction : pass
  if (query.isError) return <Alert color="red">{text.failed}</Alert>
  if (attraction.data) return <AttractionCard attraction={attraction.data} />
  if (pass.data) return <PassCard pass={pass.data} />
  return <Loader size="sm" aria-label={text.loading} />
}

/** The hit's detail over the search results; closing it leaves the results where they were. */
export function TravelHitDetail({ hit, opened, onClose }: { hit: SearchHit & { type: 'attraction' | 'pass' }; opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title={hit.title} size="lg" centered closeButtonProps={{ 'aria-label': text.close }}>
      {opened && <Loaded hit={hit} />}
    </Modal>
  )
}
