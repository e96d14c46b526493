/** A topic key in a URL segment (topic keys contain spaces). */
export const topicSegment = (topic: string) => encodeURIComponent(topic);
