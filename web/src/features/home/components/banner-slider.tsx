import { Carousel } from '@mantine/carousel'
import { Button, VisuallyHidden } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { HrefLink } from '@/components/href-link'
import { bannersQueryOptions } from '../api/get-banners'
import { homeMessages } from '../messages'
import classes from './banner-slider.module.css'

/** The home visual: the banner slides from /main/benefit (640px high on desktop). */
export function BannerSlider() {
  const { data: banners } = useSuspenseQuery(bannersQueryOptions())
  const [selected, setSelected] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  // Mantine writes the indicators' group label in English ("Slides") and takes no prop for it.
  useEffect(() => root.current?.querySelector('[role="tablist"]')?.setAttribute('aria-label', homeMessages.slidePicker), [banners.length])
  if (banners.length === 0) return null

  return (
    <div className={classes.banner} ref={root}>
      <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
        {homeMessages.slide(selected + 1, banners.length)}
      </VisuallyHidden>
      <Carousel
        aria-label={homeMessages.banner}
        withIndicators
        onSlideChange={setSelected}
        emblaOptions={{ loop: true }}
        classNames={{ root: classes.root, slide: classes.slide, indicator: classes.indicator, control: classes.control, controls: classes.controls }}
        previousControlProps={{ 'aria-label': homeMessages.previousSlide }}
        nextControlProps={{ 'aria-label': homeMessages.nextSlide }}
        getIndicatorProps={(index) => ({ 'aria-label': homeMessages.slide(index + 1, banners.length) })}
      >
        {banners.map((banner, index) => (
          <Carousel.Slide key={banner.id} aria-label={homeMessages.slide(index + 1, banners.length)}>
            <img
              src={banner.imageUrl}
              alt={banner.imageAlt}
              className={classes.image}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            <div className={classes.caption}>
              <p className={classes.title}>{banner.title}</p>
              {banner.subtitle && <p className={classes.subtitle}>{banner.subtitle}</p>}
              {banner.link && (
                <Button size="md" variant="white" className={classes.button} renderRoot={(props) => <HrefLink href={banner.link ?? '/'} {...props} />}>
                  {homeMessages.bannerMore}
                </Button>
              )}
            </div>
          </Carousel.Slide>
        ))}
      </Carousel>
    </div>
  )
}
