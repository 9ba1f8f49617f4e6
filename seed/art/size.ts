/** Output size shared by the canvas, the filters and the renderer. */
export const WIDTH = 1600
export const HEIGHT = 900
