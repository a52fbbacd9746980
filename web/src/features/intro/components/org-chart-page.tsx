import type { OrgChartPage as OrgChart, OrgPosition } from '@contract/pages'
import { useSuspenseQuery } from '@tanstack/react-query'
import { UnpublishedNotice } from '@/components/intro-content'
import { useSiteSettings } from '@/lib/queries/site-settings'
import { orgChartQueryOptions } from '../api/intro-pages'
import { introMessages } from '../messages'
import classes from './intro-pages.module.css'

const captions = introMessages.chart

function PositionBox({ position, className }: { position: OrgPosition; className: string }) {
  return (
    <div className={className}>
      <strong>{position.name ? `${position.title} ${position.name}` : position.title}</strong>
      {position.duty && <span>{position.duty}</span>}
      {position.phone && (
        <span>
          {captions.phone} <a href={`tel:${position.phone}`}>{position.phone}</a>
        </span>
      )}
    </div>
  )
}

/** The organisation as staff keep it under 조직도: boxes a screen reader reads in order, not a picture. */
export function OrgChartPage() {
  const { data: chart } = useSuspenseQuery(orgChartQueryOptions())
  if (!chart) return <UnpublishedNotice />
  return <OrgChartView chart={chart} />
}

/** The chart as published, or staff's draft in the live preview. */
export function OrgChartView({ chart }: { chart: OrgChart }) {
  const settings = useSiteSettings()
  return (
    <div className={classes.chart} aria-label={captions.label} role="group">
      <div className={classes.chartTop}>
        <PositionBox position={chart.head} className={classes.headBox} />
        {chart.committee && <PositionBox position={chart.committee} className={classes.sideBox} />}
        {chart.deputy && <PositionBox position={chart.deputy} className={classes.deputyBox} />}
      </div>
      <ul className={classes.units} aria-label={captions.unitsCaption}>
        {chart.units.map((unit, index) => (
          <li key={`${index}-${unit.name}`} className={classes.unit}>
            <h2 className={classes.unitTitle}>{unit.name}</h2>
            {(unit.head || unit.phone) && (
              <p className={classes.unitMeta}>
                {unit.head && <span>{unit.head}</span>}
                {unit.phone && <a href={`tel:${unit.phone}`}>{unit.phone}</a>}
              </p>
            )}
            <ul className={classes.duties}>
              {unit.duties.map((duty, dutyIndex) => (
                <li key={`${dutyIndex}-${duty}`}>{duty}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {settings?.phone && <p className={classes.contact}>{captions.contact(settings.phone, settings.fax)}</p>}
    </div>
  )
}
