/**
 * A provider refused or answered something unusable. `detail` goes to the server log only; people
 * get the Korean message of snsMessages (cms/domains/account/messages.ts).
 */
export class ProviderError extends Error {
  constructor(readonly detail: string) {
    super(detail)
    this.name = 'ProviderError'
  }
}
