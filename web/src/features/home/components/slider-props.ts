import type { CarouselProps } from '@mantine/carousel'
import { homeMessages } from '../messages'

/** One slide on small phones, up to four on desktop; the sliders of the home page share this. */
export const sliderProps = {
  slideSize: { base: '85%', sm: '50%', md: '33.3333%', xl: '25%' },
  slideGap: { base: 'md', xl: 'lg' },
  emblaOptions: { align: 'start', containScroll: 'trimSnaps' },
  controlsOffset: 'xs',
  controlSize: 36,
  previousControlProps: { 'aria-label': homeMessages.previousSlide },
  nextControlProps: { 'aria-label': homeMessages.nextSlide },
} satisfies Partial<CarouselProps>
