import { useSyncExternalStore } from 'react'
import { joinFlowStore } from '../join-flow-store'

export const useJoinFlow = () => useSyncExternalStore(joinFlowStore.subscribe, joinFlowStore.getState, joinFlowStore.getState)
