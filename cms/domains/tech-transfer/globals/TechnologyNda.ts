import type { GlobalConfig } from 'payload'
import { anyone } from '../../../platform/access/anyone'
import { isStaff } from '../../../platform/access/is-staff'
import { techLabels as label, techMessages as msg } from '../messages'

/** The clause a 기업회원 agrees to before a technology's detailed document opens; one for all technologies. */
export const TechnologyNda: GlobalConfig = {
  slug: 'technology-nda',
  label: label.nda,
  admin: { group: label.group },
  versions: { max: 20 },
  access: { read: anyone, update: isStaff, readVersions: isStaff },
  fields: [
    { name: 'version', label: label.ndaVersion, type: 'text', required: true, maxLength: 30, admin: { description: msg.ndaVersionHelp } },
    { name: 'text', label: label.ndaText, type: 'textarea', required: true, maxLength: 5000 },
  ],
}
