/** A picture from content/photos: the file name there, and its French description. */
export interface Photo {
  readonly file: string;
  readonly alt: string;
  /** An illustration standing in for a photo the venue has not supplied yet. */
  readonly isPlaceholder?: boolean;
}

export interface Link {
  readonly label: string;
  readonly href: string;
}

export interface Banner {
  readonly title: string;
  readonly subtitle?: string;
  readonly photo: Photo;
}

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export interface InfoItem {
  readonly label: string;
  readonly value: string;
}
