// Noto Sans KR in Google's unicode-range slices: a browser downloads only the slices its text
// uses (a page needs a few hundred kB instead of 540 kB per weight for the whole Korean subset).
import '@fontsource/noto-sans-kr/400.css'
import '@fontsource/noto-sans-kr/500.css'
import '@fontsource/noto-sans-kr/700.css'
