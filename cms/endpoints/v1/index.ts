import type { Endpoint } from 'payload'
import { applicationEndpoints } from './applications'
import { attractionEndpoints } from './attractions'
import { authEndpoints } from './auth'
import { boardEndpoints } from './boards'
import { certEndpoints } from './cert'
import { educationEndpoints } from './education'
import { equipmentEndpoints } from './equipment'
import { joinEndpoints } from './join'
import { findAccountEndpoints } from './find-account'
import { mainEndpoints } from './main'
import { memberBoardEndpoints } from './member-boards'
import { mypageEndpoints } from './mypage'
import { notFoundEndpoints } from './not-found'
import { pageEndpoints } from './pages'
import { postEndpoints } from './posts'
import { projectEndpoints } from './projects'
import { searchEndpoints } from './search'
import { snsEndpoints } from './sns'
import { termsEndpoints } from './terms'
import { travelCodeEndpoints } from './travel-codes'
import { tourEndpoints } from './tours'
import { passEndpoints } from './passes'
import { couponEndpoints } from './coupons'
import { stickyAreaEndpoints } from './sticky-area'
import { reservationEndpoints } from './reservations'

export const v1Endpoints: Endpoint[] = [
  ...authEndpoints,
  ...joinEndpoints,
  ...certEndpoints,
  ...findAccountEndpoints,
  ...snsEndpoints,
  ...mainEndpoints,
  ...searchEndpoints,
  ...pageEndpoints,
  ...termsEndpoints,
  ...boardEndpoints,
  ...memberBoardEndpoints,
  ...postEndpoints,
  ...educationEndpoints,
  ...applicationEndpoints,
  ...projectEndpoints,
  ...equipmentEndpoints,
  ...mypageEndpoints,
  ...travelCodeEndpoints,
  ...attractionEndpoints,
  ...tourEndpoints,
  ...passEndpoints,
  ...couponEndpoints,
  ...stickyAreaEndpoints,
  ...reservationEndpoints,
  ...notFoundEndpoints,
]
