public enum ReplayPlaceholder {}
