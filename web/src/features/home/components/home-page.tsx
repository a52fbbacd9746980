import { Container, VisuallyHidden } from '@mantine/core'
import { Suspense } from 'react'
import { SectionErrorBoundary } from '@/components/section-error-boundary'
import { useAfterFirstPaint } from '@/hooks/use-after-first-paint'
import { homeMessages } from '../messages'
import { BannerSlider } from './banner-slider'
import { CourseSlider } from './course-slider'
import { HomeSection } from './home-section'
import { PostSlider } from './post-slider'
import classes from './home-page.module.css'

const { sections } = homeMessages

export function HomePage() {
  // The banner and the news are what a visitor sees first; the sections below them follow a frame later.
  const belowTheFold = useAfterFirstPaint()
  return (
    <>
      <VisuallyHidden component="h1">{homeMessages.pageHeading}</VisuallyHidden>
      <SectionErrorBoundary fallback={null}>
        <Suspense fallback={<div className={classes.bannerPlaceholder} />}>
          <BannerSlider />
        </Suspense>
      </SectionErrorBoundary>
      <Container>
        <HomeSection id="home-news" moreLink="/infoPlaza/news" texts={sections.news}>
          <PostSlider board="news" />
        </HomeSection>
      </Container>
      {belowTheFold && (
        <>
          <div className={classes.band}>
            <Container>
              <HomeSection id="home-notice" moreLink="/infoPlaza/notice" texts={sections.notice}>
                <PostSlider board="notice" />
              </HomeSection>
            </Container>
          </div>
          <Container>
            <HomeSection id="home-collective" moreLink="/cooperation/edu" texts={sections.collective}>
              <CourseSlider mode="collective" />
            </HomeSection>
            <HomeSection id="home-online" moreLink="/cooperation/edu" texts={sections.online}>
              <CourseSlider mode="online" />
            </HomeSection>
          </Container>
        </>
      )}
    </>
  )
}
