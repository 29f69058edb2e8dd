package android.view.animation;

// In Java, as on Android: Kotlin 1.3 turns a lambda into a Java interface only (`Interpolator { t -> … }`).
public interface Interpolator {
    float getInterpolation(float input);
}
