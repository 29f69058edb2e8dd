package android.animation;

public class ValueAnimator {
    public static ValueAnimator ofFloat(float... values) { return new ValueAnimator(); }
    public ValueAnimator setDuration(long duration) { return this; }
    public long getDuration() { return 0; }
    public void setStartDelay(long startDelay) {}
    public long getStartDelay() { return 0; }
    public void setInterpolator(TimeInterpolator value) {}
    public TimeInterpolator getInterpolator() { return null; }
}
