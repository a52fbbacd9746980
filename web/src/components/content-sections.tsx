import classes from './content-sections.module.css'

export type ContentSection = {
  heading: string
  paragraphs?: readonly string[]
  bullets?: readonly string[]
}

export type StaticPageContent = {
  lead: string
  sections: readonly ContentSection[]
}

/** Renders a static descriptive page (programme introductions) from its content data. */
export function ContentSections({ content }: { content: StaticPageContent }) {
  return (
    <div className={classes.page}>
      <p className={classes.lead}>{content.lead}</p>
      {content.sections.map((section) => (
        <section key={section.heading} className={classes.section}>
          <h2 className={classes.heading}>{section.heading}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph} className={classes.paragraph}>
              {paragraph}
            </p>
          ))}
          {section.bullets && (
            <ul className={classes.bullets}>
              {section.bullets.map((bullet) => (
                <li key={bullet}>{bullet}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  )
}
