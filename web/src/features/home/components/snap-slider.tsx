import { VisuallyHidden } from '@mantine/core'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { useSnapTrack } from '../hooks/use-snap-track'
import { homeMessages } from '../messages'
import classes from './snap-slider.module.css'

type SnapSliderProps<T> = {
  items: readonly T[]
  itemKey: (item: T) => string | number
  renderSlide: (item: T, index: number) => ReactNode
  label: string
  /** The banner: one full-width slide at a time, dots to pick one, the last slide leads back to the first. */
  variant?: 'banner' | 'cards'
  slideClassName?: string
}

/**
 * The home page's sliders on CSS scroll snapping: swiping, inertia and keyboard scrolling are the
 * browser's own, and the first page carries no carousel library (embla and @mantine/carousel were
 * 9 kB gzip of the home page's script; docs/decisions.md).
 */
export function SnapSlider<T>({ items, itemKey, renderSlide, label, variant = 'cards', slideClassName }: SnapSliderProps<T>) {
  const banner = variant === 'banner'
  const { track, selected, goTo, previous, next, canPrevious, canNext } = useSnapTrack(items.length, banner)
  const slideLabel = (index: number) => homeMessages.slide(index + 1, items.length)

  return (
    <div className={classes.root} data-variant={variant} role="region" aria-roledescription={homeMessages.carousel} aria-label={label}>
      {/* Scrollable, so reachable by keyboard even when no slide holds a link (axe: scrollable-region-focusable). */}
      <div ref={track} className={`${classes.track} mantine-focus-auto`} tabIndex={0}>
        {items.map((item, index) => (
          <div
            key={itemKey(item)}
            className={`${classes.slide} ${slideClassName ?? ''}`}
            role="group"
            aria-roledescription={homeMessages.slideRole}
            aria-label={slideLabel(index)}
          >
            {renderSlide(item, index)}
          </div>
        ))}
      </div>
      {items.length > 1 && (
        <div className={classes.controls}>
          <button
            type="button"
            className={`${classes.control} mantine-focus-auto`}
            onClick={previous}
            disabled={!canPrevious}
            aria-label={homeMessages.previousSlide}
          >
            <IconChevronLeft size={18} aria-hidden="true" />
          </button>
          <button type="button" className={`${classes.control} mantine-focus-auto`} onClick={next} disabled={!canNext} aria-label={homeMessages.nextSlide}>
            <IconChevronRight size={18} aria-hidden="true" />
          </button>
        </div>
      )}
      {banner && items.length > 1 && (
        <>
          <div className={classes.indicators} role="group" aria-label={homeMessages.slidePicker}>
            {items.map((item, index) => (
              <button
                key={itemKey(item)}
                type="button"
                className={classes.indicator}
                aria-label={slideLabel(index)}
                aria-current={index === selected || undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <VisuallyHidden role="status" aria-live="polite" aria-atomic="true">
            {slideLabel(selected)}
          </VisuallyHidden>
        </>
      )}
    </div>
  )
}
