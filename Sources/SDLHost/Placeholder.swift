public enum SDLHostPlaceholder {}
