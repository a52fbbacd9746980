import { useRouter } from '@tanstack/react-router'
import type { ComponentPropsWithoutRef, MouseEvent } from 'react'

type HrefLinkProps = ComponentPropsWithoutRef<'a'> & { href: string }

const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//')

/**
 * A link whose address comes from content (a banner's 연결 주소): portal paths navigate inside the
 * app, anything else opens in a new tab.
 */
export function HrefLink({ href, onClick, ...anchorProps }: HrefLinkProps) {
  const router = useRouter()
  if (!isInternal(href)) return <a href={href} target="_blank" rel="noopener noreferrer" onClick={onClick} {...anchorProps} />

  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0
    if (event.defaultPrevented || modified) return
    event.preventDefault()
    router.history.push(href)
  }
  return <a href={href} onClick={navigate} {...anchorProps} />
}
