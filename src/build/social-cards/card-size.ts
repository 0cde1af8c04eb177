/** The Open Graph image size: 1200×630 is what Facebook, LinkedIn and X show uncropped. */
export const cardWidth = 1200
export const cardHeight = 630
