// Runs before `next build`: the media issue makes this build the videos when they are absent.
