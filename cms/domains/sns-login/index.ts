/** Sign-in with Kakao, Naver and Google, and linking those accounts. What other domains and the wiring may use; everything else stays inside. */
export { SocialAccounts } from './collections/SocialAccounts'
export { UsedOAuthStates } from './collections/UsedOAuthStates'

export { snsLoginEndpoints } from './endpoints'
export { clearedPendingSocialJoinCookie, linkSocialAccount, providerKey, readPendingSocialJoin } from './sns-pending'
