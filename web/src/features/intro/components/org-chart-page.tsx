import { orgChart } from '../messages'
import classes from './intro-pages.module.css'

export function OrgChartPage() {
  return (
    <div className={classes.chart}>
      <div className={classes.chartTop}>
        <div className={classes.headBox}>
          <strong>{orgChart.head.title}</strong>
          <span>{orgChart.head.duty}</span>
        </div>
        <div className={classes.sideBox}>
          <strong>{orgChart.committee.title}</strong>
          <span>{orgChart.committee.duty}</span>
        </div>
        <div className={classes.deputyBox}>
          <strong>{orgChart.deputy.title}</strong>
          <span>{orgChart.deputy.duty}</span>
        </div>
      </div>
      <ul className={classes.units}>
        {orgChart.units.map((unit) => (
          <li key={unit.title} className={classes.unit}>
            <h2 className={classes.unitTitle}>{unit.title}</h2>
            <ul className={classes.duties}>
              {unit.duties.map((duty) => (
                <li key={duty}>{duty}</li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p className={classes.contact}>{orgChart.contact}</p>
    </div>
  )
}
