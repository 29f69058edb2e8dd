package android.view.animation;

public interface Interpolator extends android.animation.TimeInterpolator {
}
