import { Button } from '@mantine/core'
import { useSuspenseQuery } from '@tanstack/react-query'
import { HrefLink } from '@/components/href-link'
import { bannersQueryOptions } from '../api/get-banners'
import { homeMessages } from '../messages'
import { SnapSlider } from './snap-slider'
import classes from './banner-slider.module.css'

/** The home visual: the banner slides from /main/benefit (640px high on desktop). */
export function BannerSlider() {
  const { data: banners } = useSuspenseQuery(bannersQueryOptions())
  if (banners.length === 0) return null

  return (
    <div className={classes.banner}>
      <div className={classes.root}>
        <SnapSlider
          variant="banner"
          label={homeMessages.banner}
          items={banners}
          itemKey={(banner) => banner.id}
          slideClassName={classes.slide}
          renderSlide={(banner, index) => (
            <>
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
            </>
          )}
        />
      </div>
    </div>
  )
}
