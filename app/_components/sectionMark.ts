/** The attribute an article's page sets to name its section, for the header to mark (currentSection.ts). */
export const sectionMark = 'data-current-section'
